import { useEffect, useState } from 'react';
import type { PickedPhoto } from '../ui/PhotoPicker/PhotoPicker.tsx';

/**
 * Previews of picked photos for src/ui/PhotoPicker: one object URL per file, revoked when the files change or the
 * form goes away (an unrevoked URL keeps the whole file in memory). Made in an effect, so React's StrictMode
 * double start revokes and makes them again rather than leaving dead links on screen.
 */
export function usePhotoPreviews(files: readonly File[]): PickedPhoto[] {
  const [previews, setPreviews] = useState<PickedPhoto[]>([]);
  useEffect(() => {
    const made = files.map((file, index) => ({ key: `${index}:${file.name}:${file.size}:${file.lastModified}`, name: file.name, src: URL.createObjectURL(file) }));
    setPreviews(made);
    return () => {
      for (const photo of made) URL.revokeObjectURL(photo.src);
    };
  }, [files]);
  return previews;
}
