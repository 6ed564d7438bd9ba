import { QUALIFICATION_FLAG_LABELS, type InstitutionCertificate } from '@tcm/shared';
import { Empty } from '@/components/lite/empty/empty';
import { ImageBox } from '@/components/lite/image-box/image-box';
import { thumbnailUrl } from '../hrefs';
import styles from './detail.module.css';

/** 资质证书: each certificate's image (a click previews it full size) and number. */
export function CertificateGallery({ certificates }: { certificates: readonly InstitutionCertificate[] }) {
  if (certificates.length === 0) return <Empty simple description="暂无资质证书" />;
  return (
    <ul className={styles.certificates} data-testid="certificates">
      {certificates.map((cert) => (
        <li key={`${cert.qualification}-${cert.certNo}`}>
          {cert.imageUrl ? (
            <ImageBox
              className={styles.certificate}
              src={thumbnailUrl(cert.imageUrl)}
              previewSrc={cert.imageUrl}
              alt={`${QUALIFICATION_FLAG_LABELS[cert.qualification]}证书`}
              width={180}
              height={128}
            />
          ) : (
            <div className={styles.noImage}>暂无图片</div>
          )}
          <p>
            <b>{QUALIFICATION_FLAG_LABELS[cert.qualification]}</b> 证书编号：{cert.certNo}
          </p>
        </li>
      ))}
    </ul>
  );
}
