// Every kind of node deleteNode accepts, with the module that owns it, in one visible list (the
// order deleteNode tries them). A module that adds a deletable kind exports its handler and is
// named here; app/deletions.test.ts checks that every kernel NODE_KIND has exactly one handler.
import { registerDeletables } from '../kernel/deletion.ts';
import {
  categoryDeletion,
  courseTypeDeletion,
  itemDeletion,
} from '../modules/catalogue/catalogue.deletion.ts';
import { floorPlanDeletion } from '../modules/floor-plans/floor-plans.deletion.ts';
import { imageDeletion } from '../modules/library/library.deletion.ts';
import { promoCodeDeletion, stampCardDeletion } from '../modules/loyalty/loyalty.deletion.ts';
import { menuDeletion } from '../modules/menus/menu-deletion.ts';
import {
  modificationDeletion,
  modificationGroupDeletion,
} from '../modules/modifications/modifications.deletion.ts';
import { offerDeletion } from '../modules/offers/offers.deletion.ts';
import { accessLevelDeletion } from '../modules/staff/access-levels.deletion.ts';
import { competitionDeletion } from '../modules/staff/competitions.deletion.ts';
import { staffDeletion } from '../modules/staff/staff.deletion.ts';
import { stationDeletion } from '../modules/stations/stations.deletion.ts';
import { tableDeletion } from '../modules/tables/tables.deletion.ts';
import { upsellDeletion } from '../modules/upsells/upsells.deletion.ts';

export const DELETION_HANDLERS = [
  itemDeletion,
  categoryDeletion,
  courseTypeDeletion,
  modificationGroupDeletion,
  modificationDeletion,
  upsellDeletion,
  stationDeletion,
  menuDeletion,
  competitionDeletion,
  staffDeletion,
  accessLevelDeletion,
  floorPlanDeletion,
  tableDeletion,
  offerDeletion,
  imageDeletion,
  promoCodeDeletion,
  stampCardDeletion,
] as const;

registerDeletables(DELETION_HANDLERS);
