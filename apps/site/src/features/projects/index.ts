export { ProjectsSection } from './projects.tsx';
