/** The shared profile preview found by a social code. */
export interface SocialProfile {
  profile_url: string;
  profile_name: string;
}
