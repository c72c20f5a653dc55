import type { CategoryImageKind } from '@streamit/contract';
import { listCategoryImagesEndpoint, uploadCategoryImageEndpoint } from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const KEY = ['admin', 'category-images'] as const;

/** GET /activities/categories/images: every category's icon, banner and thumbnail. */
export function useCategoryImages() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiClient.request(listCategoryImagesEndpoint, { signal }),
  });
}

/** What one upload sends: the category, which of its images, and the file. */
export interface CategoryImageUpload {
  categoryId: string;
  kind: CategoryImageKind;
  file: File;
}

/** POST /admin/content-categories/:id/:kind (multipart `file`): replaces that image; the images reload after. */
export function useUploadCategoryImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, kind, file }: CategoryImageUpload) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.request(uploadCategoryImageEndpoint, { params: { id: categoryId, kind }, body: form });
    },
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
