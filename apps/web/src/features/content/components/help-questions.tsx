import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ArticleSummary } from '@tcm/shared';
import { LiteIcon } from '@/components/lite/icon/icon';
import { rightOutlined } from '@/components/lite/icon/icon-paths';
import { articleHref } from '../hrefs';
import styles from './help-questions.module.css';

/**
 * Questions and answers, one open at a time (antd's accordion Collapse look):
 * each question is a button with aria-expanded over its answer's region.
 */
export function HelpQuestions({ items, testId }: { items: readonly ArticleSummary[]; testId?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <ul className={styles.collapse} data-testid={testId}>
      {items.map((item) => {
        const expanded = open === item.id;
        const panelId = `${id}-${item.id}`;
        return (
          <li key={item.id} className={expanded ? `${styles.item} ${styles.active}` : styles.item}>
            <h3 className={styles.heading}>
              <button
                type="button"
                className={styles.header}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item.id)}
              >
                <LiteIcon d={rightOutlined} className={styles.arrow} />
                <span>{item.title}</span>
              </button>
            </h3>
            {expanded ? (
              <div id={panelId} role="region" aria-label={item.title} className={styles.content}>
                <p>{item.summary}</p>
                <Link to={articleHref(item.id)}>查看完整解答</Link>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
