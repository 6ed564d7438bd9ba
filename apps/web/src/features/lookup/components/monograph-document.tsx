import type { MonographChange, MonographCheck, MonographDetail } from '@tcm/shared';
import { Table } from '@/components/lite/table/table';
import { MonographAnchor } from './monograph-anchor';
import styles from './monograph.module.css';

const CHECKS_ID = 'sec-checks';
const CHANGES_ID = 'sec-changes';
const sectionId = (key: string) => `sec-${key}`;

function ChecksTable({ checks }: { checks: MonographCheck[] }) {
  return (
    <Table<MonographCheck>
      size="small"
      bordered
      rowKey={(c) => `${c.section}-${c.item}-${c.method}`}
      rows={checks}
      columns={[
        { key: 'item', title: '检测项目', width: 200, render: (c) => c.item },
        { key: 'method', title: '检测方法', render: (c) => c.method },
        { key: 'limit', title: '限度', width: 260, render: (c) => c.limit },
      ]}
    />
  );
}

/** `before` is the other edition's text, `after` this edition's: each is labelled with its edition. */
function ChangesPanel({ changes, labels }: { changes: MonographChange[]; labels: [string, string] }) {
  return (
    <ul className={styles.changes}>
      {changes.map((c) => (
        <li key={c.section}>
          <h4>{c.title}</h4>
          <div className={styles.changePair}>
            <p className={styles.before}>
              <span className={styles.changeLabel}>{labels[0]}</span>
              {c.before || '（无）'}
            </p>
            <span className={styles.arrow} aria-label="改为">
              →
            </span>
            <p className={styles.after}>
              <span className={styles.changeLabel}>{labels[1]}</span>
              {c.after || '（无）'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The monograph as a readable document: its sections in the pharmacopoeia's
 * order, the structured checks (item, method, limit) and, when the other
 * edition is seeded, what changed — with an anchor menu to each part.
 */
export function MonographDocument({ monograph: m }: { monograph: MonographDetail }) {
  const sections = m.sections.filter((s) => s.content.trim() !== '');
  const anchors = [
    ...sections.map((s) => ({ key: s.key, id: sectionId(s.key), title: s.title })),
    ...(m.checks.length ? [{ key: 'checks', id: CHECKS_ID, title: '检测项目' }] : []),
    ...(m.changes.length ? [{ key: 'changes', id: CHANGES_ID, title: '版本变化' }] : []),
  ];
  return (
    <div className={styles.document}>
      <article className={styles.sections} data-testid="monograph-sections">
        {sections.map((s) => (
          <section key={s.key} id={sectionId(s.key)} className={styles.section}>
            <h3>{s.title}</h3>
            <p>{s.content}</p>
          </section>
        ))}
        {m.checks.length ? (
          <section id={CHECKS_ID} className={styles.section} data-testid="monograph-checks">
            <h3>检测项目</h3>
            <ChecksTable checks={m.checks} />
          </section>
        ) : null}
        {m.changes.length ? (
          <section id={CHANGES_ID} className={styles.section} data-testid="monograph-changes">
            <h3>版本变化</h3>
            <ChangesPanel
              changes={m.changes}
              labels={[`${m.otherEditions[0]?.edition ?? '另一'}年版`, `${m.edition}年版（本版）`]}
            />
          </section>
        ) : null}
      </article>
      <aside className={styles.anchor}>
        <MonographAnchor items={anchors} />
      </aside>
    </div>
  );
}
