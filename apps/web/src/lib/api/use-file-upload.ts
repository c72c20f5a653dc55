import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { uploadFile } from './upload-file';

/** Where a file goes, what the answer looks like, and which cached reads it makes stale. */
export interface FileUploadTarget<T> {
  path: string;
  schema: z.ZodType<T>;
  invalidates: QueryKey;
}

/** A mutation that uploads one file, with its progress (0–1) and a way to cancel the upload in flight. */
export function useFileUpload<T>({ path, schema, invalidates }: FileUploadTarget<T>) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      setProgress(0);
      return uploadFile({ path, file, schema, onProgress: setProgress, signal: controller.current.signal });
    },
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
  return { ...mutation, progress, cancel: () => controller.current?.abort() };
}
