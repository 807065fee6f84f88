export {
  type StaffOption,
  type StaffOptionTexts,
  staffOptionsQuery,
  useStaffSelectData,
} from './staff-options.ts';
