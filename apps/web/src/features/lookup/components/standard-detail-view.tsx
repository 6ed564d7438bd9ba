import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StandardDetail, StandardRef } from '@tcm/shared';
import { Button, buttonClassName } from '@/components/lite/button/button';
import { Descriptions } from '@/components/lite/descriptions/descriptions';
import { LiteIcon } from '@/components/lite/icon/icon';
import { filePdfOutlined } from './lookup-icons';
import { standardHref } from '../hrefs';
import { StandardLevelTag, StandardStateTag } from './standard-tags';
import { standardDay } from './standard-table';
import styles from './standard.module.css';

export const NO_PDF_TEXT = '暂无PDF文本';

/** A replaced/replacing standard: a link when it is in the library, its number and name otherwise. */
function RefLink({ value }: { value: StandardRef | null }) {
  if (!value) return <span className={styles.muted}>无</span>;
  const text = `${value.standardNo} ${value.nameCn}`.trim();
  return value.id === null ? <span>{text}</span> : <Link to={standardHref(value.id)}>{text}</Link>;
}

/** A standard: number, titles, level, state, issuer, dates, scope, replacements, PDF; `actions` (the 收藏 heart) beside the download. */
export function StandardDetailView({ standard, actions }: { standard: StandardDetail; actions?: ReactNode }) {
  return (
    <article data-testid="standard-detail">
      <header className={styles.detailHeader}>
        <p className={styles.detailNo}>{standard.standardNo}</p>
        <h2 className={styles.detailTitle}>{standard.nameCn}</h2>
        {standard.nameEn ? <p className={styles.detailTitleEn}>{standard.nameEn}</p> : null}
        <div className={styles.detailTags}>
          <StandardLevelTag level={standard.level} />
          <StandardStateTag state={standard.state} />
        </div>
        <div className={styles.detailActions}>
          {standard.pdfUrl ? (
            <a href={standard.pdfUrl} download className={buttonClassName({ kind: 'primary' })}>
              <LiteIcon d={filePdfOutlined} />
              <span>下载PDF</span>
            </a>
          ) : (
            // The reason in the button's description, and on hover (a disabled button gets no tooltip of its own).
            <span title={NO_PDF_TEXT} className={styles.noPdf}>
              <Button icon={<LiteIcon d={filePdfOutlined} />} disabled aria-describedby={`no-pdf-${standard.id}`}>
                下载PDF
              </Button>
              <span id={`no-pdf-${standard.id}`} hidden>
                {NO_PDF_TEXT}
              </span>
            </span>
          )}
          {actions}
        </div>
      </header>
      <Descriptions
        column={2}
        className={styles.descriptions}
        items={[
          { key: 'no', label: '标准编号', children: standard.standardNo },
          { key: 'issuer', label: '发布机构', children: standard.issuer },
          { key: 'issue', label: '发布日期', children: standardDay(standard.issueDate) },
          { key: 'implement', label: '实施日期', children: standardDay(standard.implementDate) },
          ...(standard.abolishDate
            ? [{ key: 'abolish', label: '废止日期', children: standardDay(standard.abolishDate), span: 2 }]
            : []),
          { key: 'replaces', label: '代替标准', children: <RefLink value={standard.replaces} />, span: 2 },
          { key: 'replacedBy', label: '被代替标准', children: <RefLink value={standard.replacedBy} />, span: 2 },
        ]}
      />
      <section className={styles.scope}>
        <h3>适用范围</h3>
        <p>{standard.scope}</p>
      </section>
    </article>
  );
}
