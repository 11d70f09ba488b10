// 报告详情 (/report/page?id=…&projectid=…&name=…&datastr=…): the result view of a completed version.
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@mantine/core';
import { ResultView } from './ResultView';

export default function ReportDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  if (!id) return <Alert color="red">缺少版本编号，无法查看报告详情</Alert>;
  const tab = params.get('tab') === 'compare' ? 'compare' : 'tables';
  return <ResultView versionId={id} initialTab={tab} onBack={() => navigate(-1)} />;
}
