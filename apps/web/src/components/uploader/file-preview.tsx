import { Image } from 'antd';

/** The full-size image of a tile, in antd's viewer; `path` null keeps it closed. */
export function FilePreview({ path, onClose }: { path: string | null; onClose: () => void }) {
  if (path === null) return null;
  return (
    <Image
      src={path}
      alt="预览"
      styles={{ root: { display: 'none' } }}
      preview={{ open: true, onOpenChange: (open) => (open ? undefined : onClose()) }}
    />
  );
}
