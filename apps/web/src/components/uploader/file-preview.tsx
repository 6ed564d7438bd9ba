import { Image } from 'antd';
import { usePrivateFileUrl } from '@/lib/private-file';

/**
 * The full-size image of a tile, in antd's viewer; `path` null keeps it closed. A private one
 * (issue #17) is fetched with the session first and shown from memory.
 */
export function FilePreview({ path, isPrivate = false, onClose }: { path: string | null; isPrivate?: boolean; onClose: () => void }) {
  const fetched = usePrivateFileUrl(isPrivate ? path : null);
  const src = isPrivate ? fetched.url : path;
  if (path === null || src === null) return null;
  return (
    <Image
      src={src}
      alt="预览"
      styles={{ root: { display: 'none' } }}
      preview={{ open: true, onOpenChange: (open) => (open ? undefined : onClose()) }}
    />
  );
}
