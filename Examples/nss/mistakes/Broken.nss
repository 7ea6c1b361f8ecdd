/* Each rule below holds something NUI silently turns into an empty stylesheet (or a
   crash). Livery reports each one at its place and still loads the rest:
     swift run livery check Examples/nss/mistakes/Broken.nss */

@accent: #FF6A00;

// mistake: NSS has no line comments (a warning: Livery reads it as a comment)
Button {
    font-size: 16
}

Button:LargeButton { font-size: 20; }

Label {
    font-name: "Helvetica Neue";
    font-color: @acent;
    text-shadow-offset: 1 2;
    padding: 4,8;
}

NavigationBar {
    background-color-top: #354A5F;
}
