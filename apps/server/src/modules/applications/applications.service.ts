import { companyApplicationSchema, normalizeOrgNumber } from '@fika/domain';
import type { Ctx } from '../../kernel/context.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import { companyApplications } from '../../platform/db/schema/index.ts';

/** Stores a /create-company application for review; the applicant is contacted afterwards. */
export async function submitCompanyApplication(
  ctx: Ctx,
  raw: unknown,
): Promise<{ success: true; id: string }> {
  const input = parseInput(companyApplicationSchema, raw);
  const id = newId();
  await ctx.db.insert(companyApplications).values({
    id,
    companyName: input.companyName,
    organizationNumber: normalizeOrgNumber(input.organizationNumber),
    phone: input.phoneNumber,
    email: input.email,
    country: input.country,
    bankInfo: input.bankInfo,
    companyForm: input.companyForm,
    referralId: input.referralId ?? null,
    businessDocumentUrl: input.businessDocumentUrl ?? null,
    companyStreet: input.companyAddress.streetAddress,
    companyZip: input.companyAddress.zipCode,
    companyCity: input.companyAddress.city,
    ownerFullName: input.owner.fullName,
    ownerNationalId: input.owner.nationalPersonalNumber,
    ownerIdentityImageUrl: input.owner.identityImageUrl ?? null,
    ownerStreet: input.ownerAddress.street,
    ownerCity: input.ownerAddress.city,
    ownerZip: input.ownerAddress.zipCode,
  });
  ctx.log.info({ applicationId: id, country: input.country }, 'company application submitted');
  return { success: true, id };
}
