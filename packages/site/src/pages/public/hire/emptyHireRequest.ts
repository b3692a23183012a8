import type { HireRequest } from '@csi/api-client';

/** A blank hire request: the form's first state. */
export const EMPTY_HIRE_REQUEST: HireRequest = {
  fullName: '',
  email: '',
  phone: '',
  company: '',
  projectTitle: '',
  softwareTypes: [],
  otherSoftwareType: '',
  projectDescription: '',
  features: [],
  additionalFeatures: '',
  targetUsers: '',
  hasDesigns: false,
  hasSpecDoc: false,
  uploadedFiles: [],
  budgetRange: '',
  deadline: '',
  techStack: '',
  targetPlatforms: [],
  needsMaintenance: false,
  needsDeployment: false,
  agreement: false,
};

/** Changes one field of the hire request. */
export type UpdateHire = <K extends keyof HireRequest>(field: K, value: HireRequest[K]) => void;
