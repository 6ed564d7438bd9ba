import styles from './content.module.css';

/**
 * Article and protocol bodies. Safe to set as HTML only because these bodies
 * come from the server's content calls, which store them through an
 * allow-list sanitizer (packages/shared ArticleDetail.content / SysProtocol.content:
 * "sanitized HTML"); no user input or address text ever reaches this component.
 */
export function RichContent({ html, testId }: { html: string; testId?: string }) {
  return <div className={styles.rich} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
