import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import styles from './profile-page.module.css';

/** The card of the platform's own pages (关于平台, 平台介绍, 关于我们): the route's title, then `children`. */
export function ProfilePage({ children }: { children: ReactNode }) {
  return (
    <section className={styles.card}>
      <PageHeading title={useRouteMeta().title} />
      {children}
    </section>
  );
}
