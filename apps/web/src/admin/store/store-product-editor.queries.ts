import type {
  AdminStoreProduct,
  StoreImageAlt,
  StoreProductInput,
  StoreVariantInput,
} from '@streamit/contract';
import {
  createStoreProductEndpoint,
  createStoreVariantEndpoint,
  deleteStoreProductImageEndpoint,
  orderStoreProductImagesEndpoint,
  updateStoreProductEndpoint,
  updateStoreProductImageEndpoint,
  updateStoreVariantEndpoint,
  uploadStoreProductImageEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { STORE_ADMIN_KEY } from './store-admin.queries';

/** Every editor change: the staff lists read again after it. */
function useStoreChange<T, R>(change: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    retry: false,
    onSettled: () => client.invalidateQueries({ queryKey: STORE_ADMIN_KEY }),
  });
}

/** POST /admin/store/products, or PATCH it when it has an id. */
export function useSaveStoreProduct() {
  return useStoreChange(
    ({ id, input }: { id: string | null; input: StoreProductInput }): Promise<AdminStoreProduct> =>
      id === null
        ? apiClient.request(createStoreProductEndpoint, { body: input })
        : apiClient.request(updateStoreProductEndpoint, { params: { id }, body: input }),
  );
}

/** POST /admin/store/products/:id/variants. */
export function useAddStoreVariant(productId: string) {
  return useStoreChange((input: StoreVariantInput) =>
    apiClient.request(createStoreVariantEndpoint, { params: { id: productId }, body: input }),
  );
}

/** PUT /admin/store/variants/:id: placed orders keep their own prices. */
export function useEditStoreVariant() {
  return useStoreChange(({ id, input }: { id: string; input: StoreVariantInput }) =>
    apiClient.request(updateStoreVariantEndpoint, { params: { id }, body: input }),
  );
}

/** A product picture change: add (multipart `file`), new alt text, new order or removal. */
export type StoreImageChange =
  | { kind: 'add'; file: File; alt: StoreImageAlt }
  | { kind: 'alt'; imageId: string; alt: StoreImageAlt }
  | { kind: 'order'; imageIds: string[] }
  | { kind: 'remove'; imageId: string };

function changeImage(id: string, change: StoreImageChange) {
  switch (change.kind) {
    case 'add': {
      const form = new FormData();
      form.append('file', change.file);
      const query = { altEn: change.alt.en, altAr: change.alt.ar };
      return apiClient.request(uploadStoreProductImageEndpoint, { params: { id }, query, body: form });
    }
    case 'alt':
      return apiClient.request(updateStoreProductImageEndpoint, {
        params: { id, imageId: change.imageId },
        body: { alt: change.alt },
      });
    case 'order':
      return apiClient.request(orderStoreProductImagesEndpoint, {
        params: { id },
        body: { imageIds: change.imageIds },
      });
    case 'remove':
      return apiClient.request(deleteStoreProductImageEndpoint, { params: { id, imageId: change.imageId } });
  }
}

/** Changes one product's pictures. */
export function useChangeStoreImages(productId: string) {
  return useStoreChange((change: StoreImageChange) => changeImage(productId, change));
}
