import type { APIRequestContext } from '@playwright/test';
import { apiLogin, DEMO_USERS } from './back-office.ts';

/** Creates a product of the demo owner over the API, the way the create flow does (§5: create, then the price). */
export async function createProduct(
  request: APIRequestContext,
  title: string,
  price: number,
): Promise<string> {
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const call = async (query: string, variables: Record<string, unknown>) => {
    const response = await request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: { query, variables },
    });
    return (await response.json()) as { data: Record<string, { id?: string; success?: boolean }> };
  };
  const created = await call('mutation($input: CreateItemInput!) { createItem(input: $input) { id } }', {
    input: { title },
  });
  const id = created.data.createItem?.id ?? '';
  await call('mutation($id: ID!, $price: Int!) { updateItemPrice(itemId: $id, price: $price) { success } }', {
    id,
    price,
  });
  return id;
}
