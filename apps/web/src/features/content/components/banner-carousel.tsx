import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type AdvertInfo, isSafeLink } from '@tcm/shared';
import { useAdverts } from '../api/get-adverts';
import styles from './home.module.css';

function AdvertLink({ advert, children }: { advert: AdvertInfo; children: React.ReactNode }) {
  const href = advert.linkUrl;
  // A link stored before the shared rule (issue #17), e.g. `/\evil.com`, is shown as no link at all.
  if (!href || !isSafeLink(href)) return <>{children}</>;
  // Our own routes stay in the app; anything else is another site, opened in a new tab.
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const AUTOPLAY_MS = 5000;

/**
 * The home banner: the home_banner adverts in their order, one at a time,
 * changing every 5 s unless the pointer or the focus is on it; nothing while
 * they load (a box of the banner's size) or when none exist. Slides that are
 * not shown are inert, so neither the tab key nor a screen reader lands on them.
 */
export function BannerCarousel() {
  const { data } = useAdverts('home_banner');
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = data?.length ?? 0;
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused]);
  if (!data) return <div className={styles.bannerPlaceholder} aria-hidden="true" />;
  if (data.length === 0) return null;
  const shown = current < data.length ? current : 0;
  return (
    <section
      className={styles.banner}
      data-testid="home-banner"
      aria-label="轮播广告"
      aria-roledescription="轮播"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {data.map((advert, i) => (
        <div
          key={advert.id}
          className={i === shown ? `${styles.slide} ${styles.slideShown}` : styles.slide}
          role="group"
          aria-roledescription="幻灯片"
          aria-label={`${i + 1} / ${data.length}`}
          aria-hidden={i === shown ? undefined : true}
          inert={i !== shown}
        >
          <AdvertLink advert={advert}>
            {/* The first slide is the page's largest paint: fetched first; the hidden ones after it. */}
            <img
              src={advert.imageUrl}
              alt={advert.title}
              className={styles.slideImage}
              width={1200}
              height={360}
              fetchPriority={i === 0 ? 'high' : 'low'}
            />
          </AdvertLink>
        </div>
      ))}
      {data.length > 1 ? (
        <div className={styles.bannerDots}>
          {data.map((advert, i) => (
            <button
              key={advert.id}
              type="button"
              className={styles.bannerDot}
              aria-label={`第${i + 1}张：${advert.title}`}
              aria-current={i === shown ? 'true' : undefined}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** The two home_side adverts beside the news, as plain image links. */
export function SideAdverts() {
  const { data } = useAdverts('home_side');
  if (!data || data.length === 0) return null;
  return (
    <div className={styles.sideAdverts}>
      {data.map((advert) => (
        <AdvertLink key={advert.id} advert={advert}>
          <img src={advert.imageUrl} alt={advert.title} title={advert.title} className={styles.sideAdvert} />
        </AdvertLink>
      ))}
    </div>
  );
}
