import { PLATFORM_SUMMARY } from './platform-profile';
import styles from './profile.module.css';

/** The platform's one-paragraph introduction. */
export function PlatformLead({ title = '平台简介', text = PLATFORM_SUMMARY }: { title?: string; text?: string }) {
  return (
    <section className={styles.block}>
      <h2 className={styles.heading}>{title}</h2>
      <p className={styles.lead}>{text}</p>
    </section>
  );
}
