// The signed-in user's teams 我的团队, loaded with the user info and listed in the avatar menu for switching.
import { atom } from 'jotai';
import type { MyTeam } from '../api/auth';

export const teamsAtom = atom<MyTeam[]>([]);
