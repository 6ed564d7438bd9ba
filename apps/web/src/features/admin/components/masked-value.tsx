import { useState } from 'react';
import { PII_FIELD_LABELS, RETCODE, type PiiField, type PiiKind } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { notifier } from '@/lib/notifier';
import { useRevealPii } from '../api/reveal-pii';
import styles from './admin.module.css';

/**
 * A masked ID number or mobile as the console lists it (issue #17), with 查看 next to it: the clear
 * value is fetched on demand, one at a time, and the server records who looked at whose.
 */
export function MaskedValue({ kind, id, field, masked }: { kind: PiiKind; id: number; field: PiiField; masked: string | null }) {
  const reveal = useRevealPii();
  const [clear, setClear] = useState<string | null>(null);
  if (masked === null) return <>—</>;
  if (clear !== null) return <span data-testid="pii-clear">{clear}</span>;
  const show = async () => {
    // A transport failure rejects after the request client has told the user.
    const result = await reveal.mutateAsync({ kind, id, field }).catch(() => null);
    if (!result) return;
    if (result.retcode === RETCODE.SUCCESS) setClear(result.data?.value ?? '—');
    else notifier().error(result.retmsg);
  };
  return (
    <span className={styles.masked}>
      {masked}
      <Button kind="link" size="small" className={styles.reveal} loading={reveal.isPending} aria-label={`查看完整${PII_FIELD_LABELS[field]}`} onClick={() => void show()}>
        查看
      </Button>
    </span>
  );
}
