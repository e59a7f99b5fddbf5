import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Messages } from '@marketplace/shared-dto';
import { useAdminData } from '../../api/use-admin-data';
import { useToast } from '../../components/toast';

/** The browser-side check before an upload: images only, within the size limit (spec section 5). */
export function imageProblem(file: File, maxBytes: number, tooLarge: string): string | null {
  if (!file.type.startsWith('image/')) return Messages.selectImageFile;
  if (file.size > maxBytes) return tooLarge;
  return null;
}

/** Uploads a banner or logo image after the check; resolves to the stored image URL. */
export function useImageUpload(kind: 'banner' | 'logo', maxBytes: number, tooLarge: string) {
  const data = useAdminData();
  const toast = useToast();
  const translate = useTranslate();
  return useMutation({
    mutationFn: async (file: File) => {
      const problem = imageProblem(file, maxBytes, tooLarge);
      if (problem) throw new Error(problem);
      return (await data.uploadImage(kind, file)).imageUrl;
    },
    onSuccess: () => toast.success(Messages.imageUploaded),
    onError: (e) => toast.error(e.message === Messages.selectImageFile || e.message === tooLarge ? e.message : translate('app.logo.uploadFailed')),
  });
}
