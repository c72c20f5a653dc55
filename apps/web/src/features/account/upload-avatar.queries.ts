import { AvatarResponseSchema } from '@streamit/contract';
import { uploadAvatarEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { uploadFile } from '../../lib/api/upload-file';

/** POST /users/avatar (multipart `file`) with upload progress (0–1) and a way to cancel. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      setProgress(0);
      return uploadFile({
        path: uploadAvatarEndpoint.path,
        file,
        schema: AvatarResponseSchema,
        onProgress: setProgress,
        signal: controller.current.signal,
      });
    },
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
  return { ...mutation, progress, cancel: () => controller.current?.abort() };
}
