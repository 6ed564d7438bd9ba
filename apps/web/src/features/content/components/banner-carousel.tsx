import { Carousel } from 'antd';
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

/** The home banner: the home_banner adverts in their order; nothing while they load or when none exist. */
export function BannerCarousel() {
  const { data } = useAdverts('home_banner');
  if (!data) return <div className={styles.bannerPlaceholder} aria-hidden="true" />;
  if (data.length === 0) return null;
  // The slider measures itself with ResizeObserver; where that is missing (old
  // browsers, jsdom) the first slide stands alone instead of breaking the page.
  if (typeof ResizeObserver === 'undefined') {
    const first = data[0]!;
    return (
      <section className={styles.banner} data-testid="home-banner" aria-label="轮播广告">
        <AdvertLink advert={first}>
          <img src={first.imageUrl} alt={first.title} className={styles.slideImage} />
        </AdvertLink>
      </section>
    );
  }
  return (
    <section className={styles.banner} data-testid="home-banner" aria-label="轮播广告">
      <Carousel autoplay autoplaySpeed={5000} dots={{ className: styles.bannerDots }}>
        {data.map((advert) => (
          <div key={advert.id}>
            <AdvertLink advert={advert}>
              <div className={styles.slide}>
                <img src={advert.imageUrl} alt={advert.title} className={styles.slideImage} />
              </div>
            </AdvertLink>
          </div>
        ))}
      </Carousel>
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
