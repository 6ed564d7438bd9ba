import { useState } from 'react';
import { Button, DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { QueryState } from '@/components/query-state/query-state';
import { downloadReconciliation } from '../api/download-reconciliation';
import { useAdminPayments } from '../api/get-admin-payments';
import { AdminPaymentTable } from './admin-payment-table';
import styles from './admin-payments.module.css';

const PAGE_SIZE = 20;

export interface AdminPaymentsViewProps {
  /** The Beijing day shown, YYYY-MM-DD. */
  day: string;
  onDay: (day: string) => void;
  orderHref: (orderNo: string) => string;
}

/** 支付对账: a day's online payments and their refunds, and the day's reconciliation workbook. */
export function AdminPaymentsView({ day, onDay, orderHref }: AdminPaymentsViewProps) {
  const [pageNum, setPageNum] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const payments = useAdminPayments({ day, pageNum, pageSize: PAGE_SIZE });
  const download = async () => {
    setDownloading(true);
    try {
      await downloadReconciliation(day);
    } catch {
      // The request client has shown why (a refusal or a lost connection).
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <Space className={styles.toolbar} wrap>
        <span>日期</span>
        <DatePicker
          aria-label="对账日期"
          allowClear={false}
          value={dayjs(day)}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(d) => {
            if (!d) return;
            setPageNum(1);
            onDay(d.format('YYYY-MM-DD'));
          }}
        />
        <Button type="primary" loading={downloading} onClick={() => void download()}>
          下载对账单
        </Button>
        {payments.data ? <span className={styles.count}>当日在线支付 {payments.data.total} 笔</span> : null}
      </Space>
      <QueryState isPending={payments.isPending} isError={payments.isError} isEmpty={payments.data?.list.length === 0} emptyText="当日没有在线支付记录" rows={8}>
        {payments.data ? (
          <AdminPaymentTable
            rows={payments.data.list}
            orderHref={orderHref}
            loading={payments.isFetching}
            pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: payments.data.total, onChange: setPageNum, showSizeChanger: false }}
          />
        ) : null}
      </QueryState>
    </>
  );
}
