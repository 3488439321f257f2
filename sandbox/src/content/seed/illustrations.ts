/**
 * Small hand-drawn SVG illustrations served by the content service as asset files, so the welcome
 * carousel, onboarding slides and agent photos show real images offline.
 */
const frame = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img">` +
  `<rect width="640" height="480" rx="32" fill="${background}"/>${body}</svg>`;

export const findCareIllustration = frame(
  '#E8F1FB',
  '<circle cx="290" cy="220" r="110" fill="none" stroke="#1F5FAD" stroke-width="28"/>' +
    '<line x1="370" y1="300" x2="470" y2="400" stroke="#1F5FAD" stroke-width="34" stroke-linecap="round"/>' +
    '<rect x="270" y="160" width="40" height="120" rx="8" fill="#E0457B"/>' +
    '<rect x="230" y="200" width="120" height="40" rx="8" fill="#E0457B"/>',
);

export const coverageIllustration = frame(
  '#EAF7F0',
  '<path d="M320 80 L470 140 V250 C470 330 400 385 320 410 C240 385 170 330 170 250 V140 Z" fill="#1E8A5A"/>' +
    '<path d="M260 250 L305 295 L390 205" fill="none" stroke="#FFFFFF" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>',
);

export const reimbursementIllustration = frame(
  '#FFF4E5',
  '<rect x="140" y="140" width="360" height="220" rx="24" fill="#D9822B"/>' +
    '<rect x="140" y="185" width="360" height="40" fill="#9C5A17"/>' +
    '<circle cx="430" cy="300" r="34" fill="#FFE2B8"/>' +
    '<rect x="180" y="280" width="140" height="22" rx="11" fill="#FFE2B8"/>',
);

export const conciergeIllustration = frame(
  '#F2ECFB',
  '<rect x="130" y="110" width="300" height="190" rx="40" fill="#6B3FB5"/>' +
    '<path d="M190 300 L170 370 L250 300 Z" fill="#6B3FB5"/>' +
    '<rect x="250" y="210" width="270" height="160" rx="36" fill="#B89BE6"/>' +
    '<circle cx="210" cy="205" r="16" fill="#FFFFFF"/><circle cx="280" cy="205" r="16" fill="#FFFFFF"/><circle cx="350" cy="205" r="16" fill="#FFFFFF"/>',
);

export const careTeamIllustration = frame(
  '#E6F6F8',
  '<circle cx="230" cy="200" r="60" fill="#137C8B"/><rect x="150" y="275" width="160" height="120" rx="60" fill="#137C8B"/>' +
    '<circle cx="410" cy="200" r="60" fill="#58B6C2"/><rect x="330" y="275" width="160" height="120" rx="60" fill="#58B6C2"/>',
);

export const homeScreenIllustration = frame(
  '#EEF1F5',
  '<rect x="220" y="60" width="200" height="360" rx="28" fill="#2B3A4F"/>' +
    '<rect x="238" y="90" width="164" height="80" rx="12" fill="#7FA7D9"/>' +
    '<rect x="238" y="186" width="164" height="40" rx="10" fill="#C9D6E6"/>' +
    '<rect x="238" y="240" width="164" height="40" rx="10" fill="#C9D6E6"/>' +
    '<rect x="238" y="294" width="164" height="40" rx="10" fill="#C9D6E6"/>',
);

export const agentPortrait = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img">` +
  '<rect width="256" height="256" rx="128" fill="#DCE8F7"/><circle cx="128" cy="104" r="52" fill="#8A5A44"/>' +
  '<path d="M44 230 C60 170 196 170 212 230 Z" fill="#1F5FAD"/></svg>';
