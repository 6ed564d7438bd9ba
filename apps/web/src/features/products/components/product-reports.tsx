import { Link } from 'react-router';
import { Empty, Table } from 'antd';
import { formatDate, type ProductReport } from '@tcm/shared';
import { reportVerifyHref } from '../hrefs';

/** 检测报告: this platform's reports on the batch; each opens the public report check. */
export function ProductReports({ reports }: { reports: readonly ProductReport[] }) {
  if (reports.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="供应商暂未关联本平台的检测报告" />;
  return (
    <Table<ProductReport>
      size="small"
      rowKey="code"
      pagination={false}
      dataSource={[...reports]}
      data-testid="product-reports"
      columns={[
        { title: '样品名称', dataIndex: 'sampleName' },
        { title: '检测机构', dataIndex: 'institutionName' },
        { title: '出具日期', dataIndex: 'issuedAt', width: 120, render: (v: string) => formatDate(v, 'YYYY-MM-DD') },
        {
          title: '验证码',
          dataIndex: 'code',
          width: 200,
          render: (code: string) => <Link to={reportVerifyHref(code)}>{code} 验证</Link>,
        },
      ]}
    />
  );
}
