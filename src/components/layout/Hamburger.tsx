// Hamburger 折叠按钮: opens and closes the sidebar.
import { Icon } from './icons';
import classes from './layout.module.css';

export function Hamburger({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={classes.hamburger}
      onClick={onToggle}
      aria-label={opened ? '收起侧边栏' : '展开侧边栏'}
      aria-expanded={opened}
      data-testid="hamburger"
    >
      <Icon name={opened ? 'menuFold' : 'menuUnfold'} size={20} />
    </button>
  );
}
