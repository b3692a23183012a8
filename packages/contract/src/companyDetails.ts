// One copy of the company's details: the site's pages show them, and the server puts them on every receipt (a
// business files the receipt as an expense, so it must name the same company the site does).

/** The company's name, address and contacts. */
export interface CompanyDetails {
  /** Short name used in the logo and copyright line. */
  readonly name: string;
  /** Full legal-style name. */
  readonly fullName: string;
  /** Headquarters. */
  readonly location: string;
  /** Short location used in the footer. */
  readonly city: string;
  /** Public website. */
  readonly website: string;
  /** General and support e-mail addresses. */
  readonly emails: { readonly info: string; readonly support: string };
  /** Main and emergency phone numbers. */
  readonly phones: { readonly main: string; readonly emergency: string };
}

/** CSI Cyber Security Solutions, Westlands, Nairobi. */
export const companyDetails: CompanyDetails = {
  name: 'CSI',
  fullName: 'CSI Cyber Security Solutions',
  location: 'Westlands, Nairobi, Kenya',
  city: 'Nairobi, Kenya',
  website: 'https://csi.co.ke',
  emails: { info: 'info@csi.co.ke', support: 'support@csi.co.ke' },
  phones: { main: '+254 700 123 456', emergency: '+254 711 987 654' },
};
