// @vitest-environment happy-dom
import { createSignUpAppModel } from '@/machines/sign-up/sign-up.app-model';
import { describeAppModel } from './describe-app-model';

/** The pending sign-up lives in session storage, which the executable model reaches through this area. */
const signUpAppModel = createSignUpAppModel({
  read: (key) => sessionStorage.getItem(key),
  write: (key, value) => sessionStorage.setItem(key, value),
  remove: (key) => sessionStorage.removeItem(key),
});

describeAppModel(signUpAppModel);
