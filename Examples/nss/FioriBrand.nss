/* SAP Fiori (the sapfiori dialect, detected from the fdl class and the palette overrides).
   Palette overrides follow Fiori's precedence: a bare @tintColor is for light mode only, so dark
   mode gets its own. Try:
     swift run livery check -v Examples/nss/FioriBrand.nss
     swift run livery resolve Examples/nss/FioriBrand.nss --type FUIObjectView --env colorScheme=dark */

@tintColor: #0070F2;
@tintColor_darkBackground: #4DB1FF;
@primaryLabel_lightBackground: #1D2D3E;

fdlFUIObjectView_headlineLabel {
    font-style: subheadline;
    font-color: #1EE68A00;
}

fdlFUIObjectView_footnoteLabel {
    font-style: footnote;
    font-color: primaryLabel;
}

TableCell {
    tint-color: @tintColor;
    background-color-selected: negative_darkBackground;
}
