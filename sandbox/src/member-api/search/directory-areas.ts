/**
 * The metro areas of the sandbox's provider directory: the seeded members' home areas and a
 * few more, each with the ZIP codes a member can search near and the area code of its phones.
 */
export interface DirectoryZip {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  areaCode: string;
}

const zip = (zipCode: string, city: string, state: string, latitude: number, longitude: number, areaCode: string): DirectoryZip => ({ zipCode, city, state, latitude, longitude, areaCode });

export const DIRECTORY_ZIPS: DirectoryZip[] = [
  zip('78701', 'Austin', 'TX', 30.2711, -97.7437, '512'),
  zip('78704', 'Austin', 'TX', 30.243, -97.7663, '512'),
  zip('78745', 'Austin', 'TX', 30.2066, -97.7957, '512'),
  zip('78751', 'Austin', 'TX', 30.3093, -97.7243, '512'),
  zip('78758', 'Austin', 'TX', 30.3764, -97.7078, '512'),
  zip('78660', 'Pflugerville', 'TX', 30.4394, -97.62, '512'),
  zip('75201', 'Dallas', 'TX', 32.7876, -96.7994, '214'),
  zip('75204', 'Dallas', 'TX', 32.8029, -96.788, '214'),
  zip('75214', 'Dallas', 'TX', 32.8248, -96.7492, '214'),
  zip('75230', 'Dallas', 'TX', 32.8999, -96.7897, '214'),
  zip('77002', 'Houston', 'TX', 29.7569, -95.3657, '713'),
  zip('77006', 'Houston', 'TX', 29.741, -95.3907, '713'),
  zip('77030', 'Houston', 'TX', 29.7043, -95.401, '713'),
  zip('77098', 'Houston', 'TX', 29.7353, -95.4145, '713'),
  zip('60601', 'Chicago', 'IL', 41.8858, -87.6229, '312'),
  zip('60614', 'Chicago', 'IL', 41.9227, -87.6533, '312'),
  zip('60622', 'Chicago', 'IL', 41.9024, -87.6767, '312'),
  zip('60657', 'Chicago', 'IL', 41.94, -87.6533, '312'),
  zip('80202', 'Denver', 'CO', 39.7527, -104.9992, '303'),
  zip('80206', 'Denver', 'CO', 39.7303, -104.9524, '303'),
  zip('80218', 'Denver', 'CO', 39.7312, -104.9708, '303'),
  zip('80220', 'Denver', 'CO', 39.7333, -104.9166, '303'),
];

/** Each seeded member's home ZIP (decision: the seed has no member addresses; search starts here). */
const MEMBER_HOME_ZIPS: Record<string, string> = {
  '200001': '78704',
  '200002': '78751',
  '200006': '75214',
  '200009': '60614',
  '200010': '77006',
};
const FALLBACK_HOME_ZIP = '78701';

export function homeZipOf(accountId: string): string {
  return MEMBER_HOME_ZIPS[accountId] ?? FALLBACK_HOME_ZIP;
}

/** Maria's primary care provider (personas.ts existingPcps), a fixed row of the directory. */
export const MARIA_PCP = {
  id: 'npi-1467520384', npi: '1467520384', firstName: 'Amara', lastName: 'Okonkwo', credentials: 'MD',
  specialty: '207Q00000X', line1: '1600 S Congress Ave', zipCode: '78704', latitude: 30.2465, longitude: -97.7501, phone: '5125550188',
} as const;
