// What to re-read when a pane opens and its data is old: the sections the selected pane shows (its descriptor's).
export { paneSectionsOf as paneSections } from '@shared/resources'
