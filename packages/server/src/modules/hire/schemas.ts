import { BUDGET_RANGES, HIRE_FEATURES, SOFTWARE_TYPES, TARGET_PLATFORMS } from '@csi/api-client';
import { Type } from 'typebox';
import { objectSchema } from '../../lib/objectSchema';
import { textField } from '../../lib/textField';
import { safeString } from '../../lib/safeString';
import { stringEnum } from '../../lib/stringEnum';

const choices = <const T extends readonly string[]>(values: T) =>
  Type.Array(stringEnum(values), { maxItems: values.length, uniqueItems: true, default: [] });
const flag = Type.Boolean({ default: false });

/**
 * Caps of the fields whose bounds are the spec's (section 5): validateHireRequest checks them on the
 * trimmed text with the spec's messages, so the schema only guards the body size, at 10 times the bound.
 */
const BODY_GUARD = 10;

/** JSON schema of the hire request (spec section 3); the spec's rules are checked by validateHireRequest. */
export const hireSchema = objectSchema({
  fullName: textField(100 * BODY_GUARD, 'Full Name'),
  email: textField(254, 'Email'),
  phone: textField(30, 'Phone'),
  company: textField(200, 'Company'),
  projectTitle: textField(200 * BODY_GUARD, 'Project Title'),
  softwareTypes: choices(SOFTWARE_TYPES),
  otherSoftwareType: textField(200, 'Other software type'),
  projectDescription: textField(5000 * BODY_GUARD, 'Project Description'),
  features: choices(HIRE_FEATURES),
  additionalFeatures: textField(2000, 'Additional Features'),
  targetUsers: textField(1000, 'Target Users'),
  hasDesigns: flag,
  hasSpecDoc: flag,
  uploadedFiles: Type.Array(safeString(255), { maxItems: 20, default: [] }),
  budgetRange: stringEnum([...BUDGET_RANGES, ''], { default: '', title: 'Budget Range' }),
  deadline: Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', default: '', title: 'Deadline' }),
  techStack: textField(1000, 'Preferred Tech Stack'),
  targetPlatforms: choices(TARGET_PLATFORMS),
  needsMaintenance: flag,
  needsDeployment: flag,
  agreement: flag,
});
