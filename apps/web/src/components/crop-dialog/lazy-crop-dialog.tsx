import { lazy, Suspense, useState } from 'react';
import type { CropDialogProps } from './crop-dialog';

const CropDialog = lazy(() => import('./crop-dialog').then((m) => ({ default: m.CropDialog })));

/**
 * The crop dialog, loaded the first time an image is to be cropped: cropperjs
 * stays out of every page that only shows or uploads files as they are. Once
 * loaded it stays mounted, so closing still animates.
 */
export function LazyCropDialog(props: CropDialogProps) {
  const [wanted, setWanted] = useState(false);
  if (props.file !== null && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <CropDialog {...props} />
    </Suspense>
  ) : null;
}
