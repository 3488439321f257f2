/**
 * The provider specialties of the directory, by their NUCC Health Care Provider Taxonomy
 * code, with the plain words a member types for them ("condition in plain words"). One list for the
 * sandbox's directory and full-text search and for the app's suggestions and labels.
 */
interface Specialty {
  code: string;
  /** Translation key under `specialty.` in the apps; the sandbox searches the English label and words. */
  key: string;
  label: string;
  /** Plain words and conditions that lead to this specialty. */
  words: string;
  facility: boolean;
}

export const SPECIALTIES = [
  { code: '207Q00000X', key: 'familyMedicine', label: 'Family Medicine', words: 'primary care doctor checkup physical annual exam flu cold fever', facility: false },
  { code: '207R00000X', key: 'internalMedicine', label: 'Internal Medicine', words: 'primary care internist adult checkup high blood pressure', facility: false },
  { code: '208000000X', key: 'pediatrics', label: 'Pediatrics', words: 'children child kids baby infant pediatrician vaccines', facility: false },
  { code: '207V00000X', key: 'obstetricsGynecology', label: 'Obstetrics & Gynecology', words: 'pregnancy prenatal women obgyn gynecologist birth control', facility: false },
  { code: '207RC0000X', key: 'cardiology', label: 'Cardiovascular Disease', words: 'cardiology cardiologist heart chest pain palpitations cholesterol', facility: false },
  { code: '207N00000X', key: 'dermatology', label: 'Dermatology', words: 'dermatologist skin rash acne eczema mole psoriasis', facility: false },
  { code: '207X00000X', key: 'orthopaedics', label: 'Orthopaedic Surgery', words: 'orthopedic orthopedist bone joint knee hip back pain fracture sports injury', facility: false },
  { code: '2084P0800X', key: 'psychiatry', label: 'Psychiatry', words: 'psychiatrist mental health depression anxiety bipolar adhd medication', facility: false },
  { code: '103T00000X', key: 'psychology', label: 'Psychologist', words: 'therapist therapy counseling mental health depression anxiety stress', facility: false },
  { code: '207W00000X', key: 'ophthalmology', label: 'Ophthalmology', words: 'eye doctor vision cataract glaucoma ophthalmologist', facility: false },
  { code: '207Y00000X', key: 'otolaryngology', label: 'Otolaryngology', words: 'ent ear nose throat sinus hearing allergies', facility: false },
  { code: '2084N0400X', key: 'neurology', label: 'Neurology', words: 'neurologist headache migraine seizure nerve memory', facility: false },
  { code: '207RG0100X', key: 'gastroenterology', label: 'Gastroenterology', words: 'gastroenterologist stomach digestion colonoscopy reflux', facility: false },
  { code: '207RE0101X', key: 'endocrinology', label: 'Endocrinology, Diabetes & Metabolism', words: 'endocrinologist diabetes thyroid hormones', facility: false },
  { code: '1223G0001X', key: 'dentistry', label: 'General Practice Dentistry', words: 'dentist teeth tooth cleaning dental cavity', facility: false },
  { code: '225100000X', key: 'physicalTherapy', label: 'Physical Therapist', words: 'physical therapy rehab back pain injury mobility', facility: false },
  { code: '363LF0000X', key: 'nursePractitioner', label: 'Family Nurse Practitioner', words: 'nurse practitioner primary care checkup', facility: false },
  { code: '261QU0200X', key: 'urgentCare', label: 'Urgent Care Clinic', words: 'urgent care walk in clinic sprain stitches flu', facility: true },
  { code: '282N00000X', key: 'hospital', label: 'General Acute Care Hospital', words: 'hospital emergency surgery inpatient', facility: true },
  { code: '261QR0200X', key: 'radiology', label: 'Radiology Clinic', words: 'imaging x-ray mri ct scan ultrasound mammogram', facility: true },
  { code: '291U00000X', key: 'laboratory', label: 'Clinical Medical Laboratory', words: 'lab blood test labs', facility: true },
] as const satisfies readonly Specialty[];

export type SpecialtyCode = (typeof SPECIALTIES)[number]['code'];

const BY_CODE = new Map<string, Specialty>(SPECIALTIES.map((specialty) => [specialty.code, specialty]));
export function specialtyByCode(code: string): Specialty | undefined {
  return BY_CODE.get(code);
}
