// The one jotai store of the app, shared by React (via <Provider store>) and non-React code such as the API client.
import { createStore } from 'jotai';

export const appStore = createStore();
