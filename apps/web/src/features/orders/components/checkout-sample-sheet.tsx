import { Suspense, lazy, useState } from 'react';
import { Button, Space } from 'antd';
import type { PayAmountGroup, SampleSheetCheck } from '@tcm/shared';
import type { SheetDraft } from '../sample-lines';
import { SampleTable } from './sample-table';
import styles from './orders.module.css';

const SampleSheetDialog = lazy(() => import('./sample-sheet-dialog').then((m) => ({ default: m.SampleSheetDialog })));

export interface CheckoutSampleSheetProps {
  sheet: SheetDraft | null;
  /** The checkout's priced groups: the sheet is for the one institution, when there is only one. */
  groups: readonly PayAmountGroup[] | undefined;
  onImported: (sheet: SampleSheetCheck, institutionId: number) => void;
  onRemove: () => void;
}

/**
 * The checkout's 批量导入样品 (issue #21): available when the order goes to one institution; once a
 * sheet is imported, its 样品清单 and the lines it makes replace the cart's lines of this order.
 */
export function CheckoutSampleSheet({ sheet, groups, onImported, onRemove }: CheckoutSampleSheetProps) {
  const [open, setOpen] = useState(false);
  if (!groups) return null;
  const only = groups.length === 1 ? groups[0]! : null;
  const names = new Map(groups.flatMap((g) => g.items.map((i) => [i.testServiceId, i.testItemName] as const)));
  return (
    <div className={styles.sheetBlock} data-testid="checkout-sample-sheet">
      {sheet ? (
        <>
          <div className={styles.sheetHead}>
            <span>样品清单（{sheet.samples.length} 个样品）</span>
            <Space>
              <Button size="small" onClick={() => setOpen(true)}>
                重新导入
              </Button>
              <Button size="small" danger onClick={onRemove}>
                移除样品清单
              </Button>
            </Space>
          </div>
          <SampleTable samples={sheet.samples} itemNames={names} />
        </>
      ) : (
        <p className={styles.sheetOffer}>
          <Button disabled={!only} onClick={() => setOpen(true)}>
            批量导入样品
          </Button>
          <span className={styles.hint}>
            {only
              ? '同一品种的多个样品（如不同批次、不同供应商）可用样品清单一次下单，检测项目和金额按清单计算。'
              : '批量导入样品只能用于一个检测机构的订单：请回购物车只勾选一个机构的检测项目。'}
          </span>
        </p>
      )}
      {only && open ? (
        <Suspense fallback={null}>
          <SampleSheetDialog
            open
            institutionId={only.institutionId}
            institutionName={only.institutionName}
            onClose={() => setOpen(false)}
            onConfirm={(checked) => onImported(checked, only.institutionId)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
