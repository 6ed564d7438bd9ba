import { useState } from 'react';
import { ImageBox } from '@/components/lite/image-box/image-box';
import styles from './detail.module.css';

/** The product's images (§3: comma-separated, the first the cover): one large, the rest to pick from; a click previews it full size. */
export function ProductGallery({ images, name }: { images: string; name: string }) {
  const list = images.split(',').map((p) => p.trim()).filter(Boolean);
  const [chosen, setChosen] = useState(0);
  const current = list[Math.min(chosen, list.length - 1)];
  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <div className={styles.stage}>
        {current ? <ImageBox key={current} className={styles.stageImage} src={current} alt={name} width={400} height={400} fit="contain" /> : <span>暂无图片</span>}
      </div>
      {list.length > 1 ? (
        <ul className={styles.thumbs}>
          {list.map((path, i) => (
            <li key={`${path}-${i}`}>
              <button
                type="button"
                className={i === chosen ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
                onMouseEnter={() => setChosen(i)}
                onClick={() => setChosen(i)}
                aria-label={`第 ${i + 1} 张图片`}
                aria-pressed={i === chosen}
              >
                <img src={path.startsWith('/files/') ? `${path}?w=180` : path} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
