/** The sections of the hire form, in order. */
export type HireSectionName =
  | 'User Information'
  | 'Project Overview'
  | 'Project Goals'
  | 'Assets Provided'
  | 'Budget & Timeline'
  | 'Technical Preferences'
  | 'Additional Services';

/** A section of the hire form: its title and introduction. */
export interface HireSection {
  /** Section heading. */
  title: HireSectionName;
  /** One or two sentences telling the visitor what to fill in. */
  intro: string;
}

/** Copy of the hire-developers page. */
export interface HireContent {
  /** Page title. */
  title: string;
  /** Paragraph under the title. */
  intro: string;
  /** Form sections, in order. */
  sections: HireSection[];
  /** Label of the agreement checkbox. */
  agreementLabel: string;
  /** Label of the submit button. */
  submitLabel: string;
}

/** The hire-developers page: section introductions and labels. */
export const hire: HireContent = {
  title: 'HIRE OUR CYBERSECURITY DEVELOPERS',
  intro:
    'Tell us about the software you need. Our developers build with security from the first line: authentication, ' +
    'payments, data protection and testing are part of the plan, not an afterthought. We reply within two working days.',
  sections: [
    {
      title: 'User Information',
      intro: 'Who should we contact about this project? We use these details only to reply to your request.',
    },
    {
      title: 'Project Overview',
      intro:
        'Give the project a short title and describe what you want built, the problem it solves and who will use it. ' +
        'Choose every type of software that applies.',
    },
    {
      title: 'Project Goals',
      intro:
        'Pick the main features you need and add anything else that matters, such as M-Pesa payments, offline use or ' +
        'reporting. Describe your target users so we can design for them.',
    },
    {
      title: 'Assets Provided',
      intro:
        'Let us know whether you already have designs or a specification document. If you do, attach them so we can ' +
        'estimate more accurately.',
    },
    {
      title: 'Budget & Timeline',
      intro:
        'Choose a budget range and, if you have one, a deadline. A realistic range helps us propose the right scope; ' +
        'choose To be discussed if you are not sure yet.',
    },
    {
      title: 'Technical Preferences',
      intro:
        'Tell us about any technology you already use or prefer, such as languages, frameworks, hosting or existing ' +
        'systems to integrate with, and the platforms the software must run on.',
    },
    {
      title: 'Additional Services',
      intro:
        'Do you need us to deploy the software and keep it maintained and patched after launch? Security updates are ' +
        'part of every maintenance plan.',
    },
  ],
  agreementLabel:
    'I agree that CSI may use the information in this form to contact me about my project, and I confirm that I am ' +
    'authorised to share it.',
  submitLabel: 'SUBMIT REQUEST',
};
