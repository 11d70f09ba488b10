// Project form rules 项目表单校验 (§5 with the clarified periods): the same checks and messages the server applies.
import { MESSAGES, PERIOD_LIMITS } from '../../core/contracts/projects';

export interface ProjectFormValues {
  name: string;
  province: string;
  city: string;
  county: string;
  building_period: number | string;
  operating_period: number | string;
  version: string;
}

export const EMPTY_PROJECT: ProjectFormValues = {
  name: '',
  province: '',
  city: '',
  county: '',
  building_period: 1,
  operating_period: 10,
  version: '',
};

const isInt = (v: number | string, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Errors by field; empty when the form may be sent. The version is checked only on creation. */
export function validateProject(
  v: ProjectFormValues,
  creating: boolean,
): Partial<Record<keyof ProjectFormValues | 'location', string>> {
  const errors: Partial<Record<keyof ProjectFormValues | 'location', string>> = {};
  if (!v.name.trim()) errors.name = MESSAGES.nameRequired;
  if (!v.province || !v.city || !v.county) errors.location = MESSAGES.locationRequired;
  if (creating && !v.version.trim()) errors.version = MESSAGES.versionRequired;
  if (!isInt(v.building_period, 1, PERIOD_LIMITS.buildingMax))
    errors.building_period = MESSAGES.buildingRange;
  if (!isInt(v.operating_period, 1, PERIOD_LIMITS.operatingMax))
    errors.operating_period = MESSAGES.operatingRange;
  if (
    !errors.building_period &&
    !errors.operating_period &&
    Number(v.building_period) + Number(v.operating_period) > PERIOD_LIMITS.totalMax
  ) {
    errors.operating_period = MESSAGES.periodTotal;
  }
  return errors;
}
