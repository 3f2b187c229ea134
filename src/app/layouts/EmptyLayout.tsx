// The empty layout: the page alone, for embeds such as the diary widget.
import { Outlet } from '@tanstack/react-router';
import { AppReadyMark } from '../AppReadyMark';

export function EmptyLayout() {
  return <><Outlet /><AppReadyMark /></>;
}
