/** The JWT secret of test servers; the template's demo seed keys the staff PIN lookups with it too. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';
