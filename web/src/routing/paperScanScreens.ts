import type { AreaScreen } from '../shell/navigation';
import { screen } from './lazyPage';

// One loader for both paths and both areas: one chunk.
const loadScans = () => import('../paper-scans/PaperScansPage');

/**
 * Upload scans (issue 30), registered by the client admin's and the teacher's areas: `paper-scans` to upload,
 * `paper-scans/:scan` for a scan (its reading, its pages, their review). `area` is `/client` or `/teacher`.
 */
export function paperScanScreens(area: '/client' | '/teacher'): AreaScreen[] {
  const page = screen(loadScans, 'PaperScansPage', {
    base: `${area}/paper-scans`,
    studentsPath: `${area}/student`,
    classesPath: area === '/client' ? '/client/adminclassroom' : '/teacher/classes',
  });
  return [
    { path: 'paper-scans', page },
    { path: 'paper-scans/:scan', page },
  ];
}
