import { venues } from '../src/platform/db/schema/index.ts';
import { linkToken, type TestServer } from './harness.ts';

/** Company B of the tenancy tests: a fresh trial company that signed up and activated, then got a venue. */
export async function signUpOtherCompany(
  t: TestServer,
): Promise<{ token: string; userId: string; companyId: string; venueId: string }> {
  await t.gql(
    `mutation($input: TemporaryRegistrationInput!) { registerTemporaryUser(input: $input) { success } }`,
    {
      input: {
        username: 'boss@other.test',
        name: 'Bea Boss',
        password: 'Other1234!',
        companyName: 'Other Company',
        country: 'DK',
        phoneNumber: '+45 12 34 56 78',
        storeType: 'SINGLE_STORE',
      },
    },
  );
  const link = linkToken((await t.outbox('boss@other.test'))[0]?.text ?? '', /\/activate\/(\S+)/);
  const activated = await t.gql<{ activateTemporaryUser: { token: string } }>(
    'mutation($t: String!) { activateTemporaryUser(token: $t) { token } }',
    { t: link },
  );
  const token = activated.data?.activateTemporaryUser.token ?? '';
  const session = await t.gql<{ authorizeUser: { userId: string; companyId: string } }>(
    'query { authorizeUser { userId companyId } }',
    {},
    token,
  );
  const { userId = '', companyId = '' } = session.data?.authorizeUser ?? {};
  // No venue operations exist yet in the API, so company B's venue is inserted directly.
  const venueId = 'venue-of-company-b';
  await t.database.db.insert(venues).values({ id: venueId, companyId, name: 'Nyhavn' });
  return { token, userId, companyId, venueId };
}
