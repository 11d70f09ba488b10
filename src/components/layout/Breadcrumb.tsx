// Breadcrumb 面包屑 rooted at 首页: every crumb but the last links back.
import { Link } from 'react-router';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { Crumb } from './breadcrumb-trail';

export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <Breadcrumbs
      separator="/"
      aria-label="面包屑"
      data-testid="breadcrumb"
      fz={14}
      style={{ flexWrap: 'nowrap' }}
    >
      {trail.map((crumb, index) =>
        index === trail.length - 1 ? (
          <Text key={crumb.path} fz={14} c="dimmed" span>
            {crumb.title}
          </Text>
        ) : (
          <Anchor key={crumb.path} component={Link} to={crumb.path} fz={14} c="dark" fw={600}>
            {crumb.title}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
