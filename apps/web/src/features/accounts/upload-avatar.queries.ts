import { AvatarResponseSchema } from '@streamit/contract';
import { uploadAvatarEndpoint } from '@streamit/contract/routes';
import { useFileUpload } from '../../lib/api/use-file-upload';

const AVATAR_UPLOAD = {
  path: uploadAvatarEndpoint.path,
  schema: AvatarResponseSchema,
  invalidates: ['account'],
};

/** POST /users/avatar (multipart `file`) with upload progress (0–1) and a way to cancel. */
export function useUploadAvatar() {
  return useFileUpload(AVATAR_UPLOAD);
}
