// The fixed warning texts of the project screens (§2.5, §4.5, §4.6, §8); the prompt itself is src/components/confirm-action.
export { confirmAction } from '../../components/confirm-action';

/** The fixed warning texts of §2.5, §4.5, §4.6 and §8. */
export const WARNINGS = {
  subProjectAfterCompute: '创建子项后计算需要重新提交，生成报告和报表',
  periodsChanged: '修改建设期或运营期后，所有版本已录入的信息需要重新提交，是否继续？',
  subProjectEdit: '修改树种或产品类别后，所有版本已录入的信息需要重新提交，是否继续？',
  deleteSubProject: '删除子项后，所有版本已录入的信息需要重新提交，是否继续？',
  deleteProject: '删除项目将同时删除其全部版本、子项目和测算结果，是否继续？',
  deleteVersion: '确定删除该版本吗？',
} as const;
