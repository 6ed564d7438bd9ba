import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate, type ProductReport } from '@tcm/shared';
import { Empty } from '@/components/lite/empty/empty';
import { Table } from '@/components/lite/table/table';

/** 检测报告: this platform's reports on the batch; each opens the public report check. */
export function ProductReports({ reports }: { reports: readonly ProductReport[] }) {
  if (reports.length === 0) return <Empty simple description="供应商暂未关联本平台的检测报告" />;
  return (
    <div data-testid="product-reports">
      <Table<ProductReport>
        size="small"
        rowKey={(r) => r.code}
        rows={reports}
        columns={[
          { key: 'sampleName', title: '样品名称', render: (r) => r.sampleName },
          { key: 'institutionName', title: '检测机构', render: (r) => r.institutionName },
          { key: 'issuedAt', title: '出具日期', width: 120, render: (r) => formatDate(r.issuedAt, 'YYYY-MM-DD') },
          { key: 'code', title: '验证码', width: 200, render: (r) => <Link to={paths.reportVerify.getHref(r.code)}>{r.code} 验证</Link> },
        ]}
      />
    </div>
  );
}
