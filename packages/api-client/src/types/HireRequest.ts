/** Software types of a hire request. */
export const SOFTWARE_TYPES = ['Android App', 'iOS App', 'Web App', 'Desktop App', 'POS System', 'Other'] as const;

/** Features of a hire request. */
export const HIRE_FEATURES = [
  'User Authentication',
  'Payment Integration',
  'Admin Dashboard',
  'Real-time Chat',
  'Data Analytics',
  'API Integration',
] as const;

/** Budget ranges of a hire request. */
export const BUDGET_RANGES = ['<$5,000', '$5,000-$15,000', '$15,000-$50,000', '$50,000+', 'To be discussed'] as const;

/** Target platforms of a hire request. */
export const TARGET_PLATFORMS = ['Mobile', 'Web', 'Desktop', 'All Platforms'] as const;

/** A hire-developers request; the whole object is the body. */
export interface HireRequest {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  projectTitle: string;
  softwareTypes: (typeof SOFTWARE_TYPES)[number][];
  otherSoftwareType: string;
  projectDescription: string;
  features: (typeof HIRE_FEATURES)[number][];
  additionalFeatures: string;
  targetUsers: string;
  hasDesigns: boolean;
  hasSpecDoc: boolean;
  /** Names of the chosen files (the files themselves are not sent). */
  uploadedFiles: string[];
  budgetRange: (typeof BUDGET_RANGES)[number] | '';
  /** `YYYY-MM-DD`, or empty. */
  deadline: string;
  techStack: string;
  targetPlatforms: (typeof TARGET_PLATFORMS)[number][];
  needsMaintenance: boolean;
  needsDeployment: boolean;
  agreement: boolean;
}
