import type { StoredEntry } from '../content-model';
import { infoPage } from './info-page-entry';

/** Methodology and open-source pages (default variant only). */
export const otherInfoPages: StoredEntry[] = [
  infoPage('methodology', 'DEFAULT', 40, {
    title: ['How we rank providers', 'Cómo clasificamos a los proveedores'],
    linkText: ['Methodology', 'Metodología'],
    content: [
      `We compare providers on two things: the quality of the care they deliver, measured with nationally recognised clinical measures, and the typical total cost of that care.

Providers in the top group on both receive a top provider badge. Rankings are refreshed every quarter.`,
      `Comparamos a los proveedores en dos aspectos: la calidad de la atención que brindan, medida con indicadores clínicos reconocidos a nivel nacional, y el costo total típico de esa atención.

Los proveedores que están en el grupo superior en ambos reciben una insignia de proveedor destacado. Las clasificaciones se actualizan cada trimestre.`,
    ],
  }),
  infoPage('open-source', 'DEFAULT', 50, {
    title: ['Open-source software', 'Software de código abierto'],
    linkText: ['Open source', 'Código abierto'],
    content: [
      'This app is built with open-source software, including React, React Router, i18next and TanStack Query. Each is used under its own license.',
      'Esta aplicación está creada con software de código abierto, como React, React Router, i18next y TanStack Query. Cada uno se usa según su propia licencia.',
    ],
  }),
];
